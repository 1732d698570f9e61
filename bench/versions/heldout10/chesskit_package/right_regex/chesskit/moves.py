from .squares import parse_square, square_name


def knight_moves(square):
    f, r = parse_square(square)
    result = set()
    for df in range(-2, 3):
        for dr in range(-2, 3):
            if {abs(df), abs(dr)} == {1, 2}:
                try:
                    result.add(square_name((f + df, r + dr)))
                except ValueError:
                    pass
    return sorted(result)


def king_moves(square):
    f, r = parse_square(square)
    result = []
    for df in (-1, 0, 1):
        for dr in (-1, 0, 1):
            if (df, dr) == (0, 0):
                continue
            try:
                result.append(square_name((f + df, r + dr)))
            except ValueError:
                continue
    return sorted(result)
