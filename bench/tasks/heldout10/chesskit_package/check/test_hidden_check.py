import pytest


def test_top_level_exports():
    from chesskit import king_moves, knight_moves, parse_square, square_name

    assert parse_square("e4") == (4, 3)
    assert square_name((4, 3)) == "e4"
    assert knight_moves("a1") == ["b3", "c2"]
    assert king_moves("a1") == ["a2", "b1", "b2"]


def test_submodules_exist():
    from chesskit.moves import king_moves, knight_moves
    from chesskit.squares import parse_square, square_name

    assert parse_square("h8") == (7, 7)
    assert square_name((0, 0)) == "a1"
    assert knight_moves("h8") == ["f7", "g6"]
    assert king_moves("h8") == ["g7", "g8", "h7"]


def test_parse_square():
    from chesskit import parse_square

    assert parse_square("a1") == (0, 0)
    assert parse_square("h8") == (7, 7)
    assert parse_square("e4") == (4, 3)
    assert parse_square("b7") == (1, 6)
    assert parse_square("E4") == (4, 3)
    assert parse_square("H1") == (7, 0)


@pytest.mark.parametrize("bad", ["i1", "a9", "a0", "e", "", "e44", "4e", "ee", "11", " e4", "e4 "])
def test_parse_square_invalid(bad):
    from chesskit import parse_square

    with pytest.raises(ValueError):
        parse_square(bad)


def test_square_name():
    from chesskit import parse_square, square_name

    assert square_name((7, 7)) == "h8"
    assert square_name((4, 3)) == "e4"
    for f in range(8):
        for r in range(8):
            assert parse_square(square_name((f, r))) == (f, r)
            assert square_name((f, r)) == square_name((f, r)).lower()


@pytest.mark.parametrize("coords", [(8, 0), (0, -1), (-1, 3), (3, 8)])
def test_square_name_off_board(coords):
    from chesskit import square_name

    with pytest.raises(ValueError):
        square_name(coords)


def test_knight_moves():
    from chesskit import knight_moves

    assert knight_moves("a1") == ["b3", "c2"]
    assert knight_moves("g1") == ["e2", "f3", "h3"]
    assert knight_moves("e4") == ["c3", "c5", "d2", "d6", "f2", "f6", "g3", "g5"]
    assert knight_moves("B8") == ["a6", "c6", "d7"]


def test_king_moves():
    from chesskit import king_moves

    assert king_moves("a1") == ["a2", "b1", "b2"]
    assert king_moves("e4") == ["d3", "d4", "d5", "e3", "e5", "f3", "f4", "f5"]
    assert king_moves("h5") == ["g4", "g5", "g6", "h4", "h6"]
    assert king_moves("D1") == ["c1", "c2", "d2", "e1", "e2"]


def test_moves_invalid_square():
    from chesskit import king_moves, knight_moves

    with pytest.raises(ValueError):
        knight_moves("z9")
    with pytest.raises(ValueError):
        king_moves("a0")
