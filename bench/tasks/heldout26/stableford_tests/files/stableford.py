"""Stableford scoring for the golf club's Saturday competition: handicap strokes,
points per hole, reading a scorecard and the leaderboard with countback."""

HOLES = 18


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def strokes_received(handicap, stroke_index):
    """Handicap strokes a player gets on one hole.

    ``handicap`` is an int from 0 to 54 and ``stroke_index`` an int from 1 to 18
    (1 is the hardest hole); anything else (bools included) raises ValueError.
    Every hole gets ``handicap // 18`` strokes, and the holes whose stroke index
    is at most ``handicap % 18`` get one more. So a handicap of 20 gives 2
    strokes on stroke index 1 and 2, and 1 stroke on the others.
    """
    if not _is_int(handicap) or not 0 <= handicap <= 54:
        raise ValueError("handicap must be an int from 0 to 54")
    if not _is_int(stroke_index) or not 1 <= stroke_index <= HOLES:
        raise ValueError("stroke_index must be an int from 1 to 18")
    extra = 1 if stroke_index <= handicap % HOLES else 0
    return handicap // HOLES + extra


def hole_points(par, strokes, received=0):
    """Stableford points for one hole.

    ``par`` must be 3, 4 or 5, else ValueError. ``strokes`` is None when the
    player picked the ball up (0 points), otherwise the strokes taken. The net
    score is ``strokes - received``; a net par scores 2 points, each stroke
    under par one more and each stroke over one less, never below 0 (net
    bogey 1, net birdie 3, net double bogey or worse 0).
    """
    if par not in (3, 4, 5):
        raise ValueError("par must be 3, 4 or 5")
    if strokes is None:
        return 0
    net = strokes - received
    return max(0, 2 + par - net)


def parse_card(text):
    """The 18 scores written on a card, separated by commas and/or spaces.

    Each score is an int from 1 to 15, or ``x``/``X``/``-`` for a hole the
    player picked up, which becomes None. A card without exactly 18 scores,
    or with anything else in it, raises ValueError.

    >>> parse_card("4,5,3 x " + "4 " * 14)[:4]
    [4, 5, 3, None]
    """
    scores = []
    for word in text.replace(",", " ").split():
        if word.lower() in ("x", "-"):
            scores.append(None)
        elif word.isdigit() and 1 <= int(word) <= 15:
            scores.append(int(word))
        else:
            raise ValueError(f"bad score {word!r}")
    if len(scores) != HOLES:
        raise ValueError(f"a card has {HOLES} scores, not {len(scores)}")
    return scores


def hole_by_hole(pars, indexes, card, handicap):
    """The points on each of the 18 holes, as a list.

    ``pars`` and ``indexes`` give each hole's par and stroke index; ``indexes``
    must hold each number from 1 to 18 exactly once and both must have 18
    entries, else ValueError. ``card`` is a list like parse_card() returns.
    """
    if len(pars) != HOLES or sorted(indexes) != list(range(1, HOLES + 1)):
        raise ValueError("pars and indexes must describe 18 holes")
    return [hole_points(par, strokes, strokes_received(handicap, si))
            for par, si, strokes in zip(pars, indexes, card)]


def leaderboard(results):
    """``results`` is a list of ``(name, points)`` pairs, ``points`` being the
    18 hole points. Returns ``[(name, total), ...]`` with the highest total
    first. Equal totals are decided by countback: more points on the back nine
    (holes 10-18) first, then on the last 6 holes, then on the last 3; players
    still level keep the order they were given in. ``results`` is not changed.
    """
    def key(i):
        points = results[i][1]
        return (-sum(points), -sum(points[9:]), -sum(points[12:]), -sum(points[15:]), i)

    order = sorted(range(len(results)), key=key)
    return [(results[i][0], sum(results[i][1])) for i in order]
