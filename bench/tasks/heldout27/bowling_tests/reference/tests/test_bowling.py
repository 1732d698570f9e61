import pytest

from bowling import BowlingError, Game, GameOver


def play(balls):
    g = Game()
    for pins in balls:
        g.roll(pins)
    return g


def test_new_game():
    g = Game()
    assert g.rolls == []
    assert g.frame == 1
    assert g.is_over is False
    assert g.scoresheet() == []
    assert g.score() == 0


def test_gutter_game():
    g = play([0] * 20)
    assert g.is_over is True
    assert g.frame == 10
    assert g.score() == 0
    assert g.scoresheet() == [0] * 10


def test_all_ones():
    g = play([1] * 20)
    assert g.score() == 20
    assert g.scoresheet() == list(range(2, 21, 2))


def test_open_frames_and_frame_counter():
    g = Game()
    g.roll(3)
    assert g.frame == 1
    g.roll(4)
    assert g.frame == 2
    assert g.score() == 7
    g.roll(5)
    assert g.frame == 2
    assert g.scoresheet() == [7]


def test_spare_bonus():
    g = play([5, 5, 3, 0] + [0] * 16)
    assert g.scoresheet()[:2] == [13, 16]
    assert g.score() == 16


def test_strike_ends_frame_and_bonus():
    g = Game()
    g.roll(10)
    assert g.frame == 2
    g.roll(3)
    g.roll(4)
    assert g.frame == 3
    assert g.rolls == [10, 3, 4]
    assert g.scoresheet() == [17, 24]
    assert g.score() == 24


def test_strike_after_strike():
    g = play([10, 10, 4, 2])
    assert g.scoresheet() == [24, 40, 46]


def test_pending_strike_not_scored():
    g = Game()
    g.roll(10)
    assert g.scoresheet() == []
    assert g.score() == 0
    g.roll(3)
    assert g.scoresheet() == []
    assert g.score() == 0
    g = play([2, 3, 10, 10])
    assert g.scoresheet() == [5]
    assert g.score() == 5


def test_pending_spare_not_scored():
    g = play([6, 4])
    assert g.scoresheet() == []
    assert g.score() == 0
    g.roll(5)
    assert g.scoresheet() == [15]
    g = play([1, 1, 6, 4])
    assert g.score() == 2


def test_perfect_game():
    g = play([10] * 12)
    assert g.is_over is True
    assert g.frame == 10
    assert g.score() == 300
    assert g.scoresheet() == list(range(30, 301, 30))


def test_all_spares():
    g = play([5] * 21)
    assert g.is_over is True
    assert g.score() == 150


def test_tenth_frame_open_has_two_balls():
    g = play([0] * 18 + [3, 4])
    assert g.is_over is True
    assert g.score() == 7
    with pytest.raises(GameOver):
        g.roll(0)
    assert g.rolls == [0] * 18 + [3, 4]


def test_tenth_frame_spare_gets_third_ball():
    g = play([0] * 18 + [7, 3])
    assert g.is_over is False
    assert g.frame == 10
    g.roll(10)
    assert g.is_over is True
    assert g.score() == 20


def test_tenth_frame_strike_then_pins_standing():
    g = play([0] * 18 + [10, 3])
    assert g.is_over is False
    with pytest.raises(ValueError):
        g.roll(8)
    g.roll(7)
    assert g.is_over is True
    assert g.score() == 20


def test_tenth_frame_strike_resets_pins():
    g = play([0] * 18 + [10])
    g.roll(9)
    g.roll(1)
    assert g.score() == 20
    g = play([0] * 18 + [10, 10, 10])
    assert g.score() == 30
    g = play([0] * 18 + [10, 0, 10])
    assert g.score() == 20


def test_game_over_is_bowling_error():
    assert issubclass(GameOver, BowlingError)
    g = play([10] * 12)
    with pytest.raises(BowlingError):
        g.roll(0)
    assert g.score() == 300


def test_too_many_pins_in_a_frame():
    g = Game()
    g.roll(7)
    with pytest.raises(ValueError):
        g.roll(4)
    assert g.rolls == [7]
    assert g.frame == 1
    g.roll(3)
    assert g.frame == 2
    g.roll(9)
    assert g.score() == 19


@pytest.mark.parametrize("pins", [-1, 11, 5.0, "5", None, True, False])
def test_bad_pins(pins):
    g = Game()
    g.roll(2)
    with pytest.raises(ValueError):
        g.roll(pins)
    assert g.rolls == [2]
    assert g.frame == 1


@pytest.mark.parametrize("pins", [0, 1, 9, 10])
def test_pins_in_range(pins):
    g = Game()
    g.roll(pins)
    assert g.rolls == [pins]
