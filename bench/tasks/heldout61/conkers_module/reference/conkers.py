"""The conker championship at the village green."""

WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]


def _whole(n):
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def parse_entry(line):
    """'Name, score' (or just 'Name', score 0) -> (name, score)."""
    parts = line.split(",")
    if len(parts) > 2:
        raise ValueError(f"bad entry: {line!r}")
    name = parts[0].strip()
    if not name:
        raise ValueError(f"no name: {line!r}")
    if len(parts) == 1:
        return name, 0
    score = parts[1].strip()
    if not score.isdigit():
        raise ValueError(f"bad score: {line!r}")
    return name, int(score)


def after_win(winner, loser):
    """The winning conker's new score: its own + the loser's + 1."""
    if not _whole(winner) or not _whole(loser):
        raise ValueError("scores are whole numbers, 0 or more")
    return winner + loser + 1


def nickname(score):
    if not _whole(score):
        raise ValueError("scores are whole numbers, 0 or more")
    if score == 0:
        return "new conker"
    if score <= 10:
        return f"{WORDS[score - 1]}-er"
    return f"{score}-er"


def pairings(names):
    """([(a, b), ...], bye): first v second, third v fourth, ...; the last one
    gets a bye when there's an odd number."""
    seen = set()
    for name in names:
        key = name.strip().lower()
        if key in seen:
            raise ValueError(f"{name!r} is entered twice")
        seen.add(key)
    pairs = [(names[i], names[i + 1]) for i in range(0, len(names) - 1, 2)]
    bye = names[-1] if len(names) % 2 else None
    return pairs, bye


def play_round(scores, results):
    """Who is still in after a round, with their new scores."""
    out = dict(scores)
    used = set()
    for winner, loser in results:
        for name in (winner, loser):
            if name not in scores:
                raise ValueError(f"{name!r} isn't in this round")
            if name in used:
                raise ValueError(f"{name!r} played twice")
            used.add(name)
    for winner, loser in results:
        out[winner] = after_win(scores[winner], scores[loser])
        del out[loser]
    return out
