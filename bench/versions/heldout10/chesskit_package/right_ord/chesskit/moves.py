from chesskit.squares import parse_square, square_name


def _collect(square, deltas):
    f, r = parse_square(square)
    out = []
    for df, dr in deltas:
        nf, nr = f + df, r + dr
        if 0 <= nf < 8 and 0 <= nr < 8:
            out.append(square_name((nf, nr)))
    out.sort()
    return out


def knight_moves(square):
    deltas = [(a, b) for a in (-2, -1, 1, 2) for b in (-2, -1, 1, 2) if abs(a) != abs(b)]
    return _collect(square, deltas)


def king_moves(square):
    deltas = [(a, b) for a in (-1, 0, 1) for b in (-1, 0, 1) if a or b]
    return _collect(square, deltas)
