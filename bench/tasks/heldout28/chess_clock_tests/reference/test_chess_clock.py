import pytest

from chess_clock import ChessClock, ClockError, FlagFallen, NotRunningError


def started(minutes=5, increment=0):
    clock = ChessClock(minutes, increment=increment)
    clock.start()
    return clock


@pytest.mark.parametrize("minutes", [1, 90, 180])
def test_minutes_accepted(minutes):
    clock = ChessClock(minutes)
    assert clock.remaining("white") == minutes * 60
    assert clock.remaining("black") == minutes * 60


@pytest.mark.parametrize("minutes", [0, 181, -5, True, 5.0, "5", None])
def test_minutes_refused(minutes):
    with pytest.raises(ValueError):
        ChessClock(minutes)


@pytest.mark.parametrize("increment", [0, 1, 60])
def test_increment_accepted(increment):
    ChessClock(5, increment=increment)


@pytest.mark.parametrize("increment", [-1, 61, True, False, 2.5])
def test_increment_refused(increment):
    with pytest.raises(ValueError):
        ChessClock(5, increment=increment)


def test_start_twice():
    clock = started()
    with pytest.raises(ClockError):
        clock.start()


def test_press_before_start():
    clock = ChessClock(5)
    with pytest.raises(NotRunningError):
        clock.press(1)
    assert isinstance(NotRunningError("x"), ClockError)


def test_initial_state():
    clock = ChessClock(3)
    assert clock.to_move == "white"
    assert clock.moves == 0
    assert clock.loser is None


def test_press_passes_turn_and_counts():
    clock = started(5)
    clock.press(10)
    assert clock.to_move == "black"
    assert clock.remaining("white") == 290
    assert clock.remaining("black") == 300
    clock.press(2.5)
    assert clock.to_move == "white"
    assert clock.remaining("black") == 297.5
    assert clock.moves == 2
    clock.press(0)
    assert clock.moves == 3
    assert clock.remaining("white") == 290


@pytest.mark.parametrize("bad", [-1, -0.5, "3", None, True])
def test_press_bad_elapsed(bad):
    clock = started()
    with pytest.raises(ValueError):
        clock.press(bad)


def test_increment_goes_to_mover():
    clock = started(1, increment=5)
    clock.press(20)
    assert clock.remaining("white") == 45
    assert clock.remaining("black") == 60
    clock.press(3)
    assert clock.remaining("black") == 62


def test_flag_exactly_zero():
    clock = started(1)
    with pytest.raises(FlagFallen):
        clock.press(60)
    assert clock.remaining("white") == 0
    assert clock.loser == "white"
    assert clock.to_move == "white"
    assert clock.moves == 0


def test_flag_not_saved_by_increment():
    clock = started(1, increment=10)
    clock.press(30)
    clock.press(5)
    with pytest.raises(FlagFallen):
        clock.press(45)
    assert clock.remaining("white") == 0
    assert clock.remaining("black") == 65
    assert clock.loser == "white"
    assert clock.to_move == "white"
    assert clock.moves == 2


def test_flag_overshoot_clamped():
    clock = started(1)
    clock.press(1)
    with pytest.raises(FlagFallen):
        clock.press(100)
    assert clock.remaining("black") == 0
    assert clock.loser == "black"
    assert clock.to_move == "black"
    assert isinstance(FlagFallen("x"), ClockError)


def test_press_after_game_over():
    clock = started(1)
    with pytest.raises(FlagFallen):
        clock.press(61)
    with pytest.raises(NotRunningError):
        clock.press(1)
    assert clock.remaining("black") == 60


@pytest.mark.parametrize("bad", ["White", "red", "", " black"])
def test_remaining_unknown_colour(bad):
    clock = ChessClock(5)
    with pytest.raises(ValueError):
        clock.remaining(bad)
    with pytest.raises(ValueError):
        clock.display(bad)


def test_display():
    clock = started(90)
    assert clock.display("white") == "90:00"
    clock.press(0.6)
    assert clock.display("white") == "89:59"
    clock.press(5395.1)
    assert clock.display("black") == "0:04"
    clock2 = started(2)
    clock2.press(51)
    assert clock2.display("white") == "1:09"
