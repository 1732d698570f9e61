"""Prices and results for an escape room."""

import re

PER_PERSON = {2: 30, 3: 27, 4: 24, 5: 24, 6: 22}
WEEKEND_EXTRA = 3
HINT_PENALTY_S = 120
ROOM_LIMIT_S = 60 * 60


def group_price(players, weekend=False):
    if not isinstance(players, int) or isinstance(players, bool) or players not in PER_PERSON:
        raise ValueError("groups are 2 to 6 players")
    return players * (PER_PERSON[players] + (WEEKEND_EXTRA if weekend else 0))


def _seconds(time):
    match = re.fullmatch(r"(\d+):([0-5]\d)", time) if isinstance(time, str) else None
    if not match:
        raise ValueError(f"bad time: {time!r}")
    return int(match.group(1)) * 60 + int(match.group(2))


def final_time(time, hints):
    seconds = _seconds(time)
    if not isinstance(hints, int) or isinstance(hints, bool) or hints < 0:
        raise ValueError("hints must be a whole number, 0 or more")
    if seconds > ROOM_LIMIT_S:
        return None
    total = seconds + hints * HINT_PENALTY_S
    return f"{total // 60:02d}:{total % 60:02d}"


def leaderboard(results):
    finished = []
    for team, time, hints in results:
        final = final_time(time, hints)
        if final is not None:
            finished.append((_seconds(final), team.lower(), team, final))
    finished.sort()
    board = []
    for i, (seconds, _, team, final) in enumerate(finished):
        place = board[-1][0] if board and _seconds(board[-1][2]) == seconds else i + 1
        board.append((place, team, final))
    return board
