"""League table for the Sunday five-a-side league."""

import re
from dataclasses import dataclass

WIN_POINTS = 3
DRAW_POINTS = 1

RESULT = re.compile(r"^\s*(.+?)\s+(\d+)-(\d+)\s+(.+?)\s*$")


@dataclass
class Row:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def goal_difference(self):
        return self.goals_for - self.goals_against

    @property
    def points(self):
        return self.won * WIN_POINTS + self.drawn * DRAW_POINTS


def parse_result(line):
    """'Home Team 3-1 Away Team' -> ('Home Team', 3, 1, 'Away Team')."""
    match = RESULT.match(line)
    if not match:
        raise ValueError(f"can't read result: {line!r}")
    home, home_goals, away_goals, away = match.groups()
    if home == away:
        raise ValueError(f"a team can't play itself: {line!r}")
    return home, int(home_goals), int(away_goals), away


def _record(row, scored, conceded):
    row.played += 1
    row.goals_for += scored
    row.goals_against += conceded
    if scored > conceded:
        row.won += 1
    elif scored == conceded:
        row.drawn += 1
    else:
        row.lost += 1


def standings(results):
    """Rows for every team that has played, best first."""
    table = {}
    for line in results:
        if not line.strip():
            continue
        home, home_goals, away_goals, away = parse_result(line)
        home_row = table.setdefault(home, Row(home))
        away_row = table.setdefault(away, Row(away))
        _record(home_row, home_goals, away_goals)
        _record(away_row, away_goals, away_goals)
    return sorted(table.values(),
                  key=lambda r: (r.points, r.goal_difference, r.goals_for, r.team),
                  reverse=True)


def format_table(rows):
    """The table as text, one line per team."""
    width = max([len(row.team) for row in rows] + [4])
    lines = [f"{'Pos':>3}  {'Team':<{width}}  {'P':>2} {'W':>2} {'D':>2} {'L':>2} "
             f"{'GF':>3} {'GA':>3} {'GD':>4} {'Pts':>3}"]
    for pos, row in enumerate(rows, start=1):
        lines.append(f"{pos:>3}  {row.team:<{width}}  {row.played:>2} {row.won:>2} {row.drawn:>2} "
                     f"{row.lost:>2} {row.goals_for:>3} {row.goals_against:>3} "
                     f"{row.goal_difference:>+4} {row.points:>3}")
    return "\n".join(lines)
