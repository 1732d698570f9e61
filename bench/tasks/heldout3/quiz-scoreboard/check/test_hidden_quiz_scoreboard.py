from scoreboard import Scoreboard


def test_example_from_the_task():
    board = Scoreboard()
    board.add("Mia", 3)
    board.add("Leo", 5)
    board.add("Mia", 4)
    assert board.total("Mia") == 7
    assert board.total("Leo") == 5
    assert board.leader() == "Mia"


def test_unknown_player_total_is_zero():
    board = Scoreboard()
    assert board.total("Nobody") == 0
    board.add("Ann", 2)
    assert board.total("Nobody") == 0


def test_empty_board_has_no_leader():
    assert Scoreboard().leader() is None


def test_points_add_up():
    board = Scoreboard()
    for points in (1, 2, 3, 4):
        board.add("Kai", points)
    assert board.total("Kai") == 10
    assert board.leader() == "Kai"


def test_tie_goes_to_first_name_alphabetically():
    board = Scoreboard()
    board.add("Zoe", 5)
    board.add("Bob", 2)
    board.add("Ann", 5)
    assert board.leader() == "Ann"


def test_tie_after_catching_up():
    board = Scoreboard()
    board.add("Tom", 6)
    board.add("Eva", 4)
    board.add("Eva", 2)
    board.add("Ian", 1)
    assert board.leader() == "Eva"
    board.add("Ian", 9)
    assert board.leader() == "Ian"
