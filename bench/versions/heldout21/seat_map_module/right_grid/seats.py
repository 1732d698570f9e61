ROWS = 40
COLUMNS = "ABCDEF"


def parse_seat(label):
    try:
        cleaned = label.strip()
    except AttributeError:
        raise ValueError(label)
    letter = cleaned[-1:].upper()
    number = cleaned[:-1]
    if letter not in COLUMNS or not letter or not number or number[0] == "0" \
            or not all(ch in "0123456789" for ch in number):
        raise ValueError(label)
    if int(number) > ROWS:
        raise ValueError(label)
    return int(number), letter


def seat_type(label):
    col = COLUMNS.index(parse_seat(label)[1])
    return ["window", "middle", "aisle", "aisle", "middle", "window"][col]


def _grid(free):
    grid = [[False] * 6 for _ in range(ROWS + 1)]
    for label in free:
        row, letter = parse_seat(label)
        grid[row][COLUMNS.index(letter)] = True
    return grid


def adjacent_pairs(free):
    grid = _grid(free)
    result = []
    for row in range(1, ROWS + 1):
        for col in range(5):
            if col == 2:
                continue
            if grid[row][col] and grid[row][col + 1]:
                result.append((f"{row}{COLUMNS[col]}", f"{row}{COLUMNS[col + 1]}"))
    return result


def find_block(free, n):
    if type(n) is not int or not 1 <= n <= 3:
        raise ValueError(n)
    grid = _grid(free)
    for row in range(1, ROWS + 1):
        for first in (0, 3):
            for col in range(first, first + 4 - n):
                if all(grid[row][col:col + n]):
                    return [f"{row}{COLUMNS[c]}" for c in range(col, col + n)]
    return None
