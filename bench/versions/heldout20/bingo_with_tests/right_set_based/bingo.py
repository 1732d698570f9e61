from typing import Collection, Iterable, List


def _validate(card):
    if not isinstance(card, (list, tuple)) or len(card) != 5:
        raise ValueError("card must have 5 rows")
    for row in card:
        if len(row) != 5:
            raise ValueError("every row must have 5 numbers")


def _all_lines(card):
    lines = []
    for i, row in enumerate(card):
        lines.append((f"row {i + 1}", list(row)))
    for j in range(5):
        lines.append((f"col {j + 1}", [card[i][j] for i in range(5)]))
    lines.append(("diag", [card[i][i] for i in range(5)]))
    lines.append(("anti", [card[i][4 - i] for i in range(5)]))
    return lines


def winning_lines(card: List[List[int]], called: Iterable[int]) -> List[str]:
    _validate(card)
    marked = set(called)
    marked.add(card[2][2])  # the free space
    return [name for name, numbers in _all_lines(card) if set(numbers) <= marked]


def has_bingo(card: List[List[int]], called: Collection[int]) -> bool:
    return len(winning_lines(card, called)) > 0
