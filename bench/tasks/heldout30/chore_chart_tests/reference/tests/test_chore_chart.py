import pytest

from chore_chart import ALL_DONE_BONUS, ChoreChart

CHORES = {"dishes": 3, "bins": 2, "hoover": 5}


def chart(**kw):
    return ChoreChart(["Tom", " Amy ", "Zed"], CHORES, **kw)


def test_fresh_chart():
    c = chart()
    assert c.points("Tom") == 0
    assert c.payout("Amy") == 0
    assert c.ticks("Zed", "bins") == 0
    assert c.cents_per_point == 10
    assert c.cap is None
    assert ALL_DONE_BONUS == 5


def test_names_trimmed_case_kept():
    c = chart()
    c.done("Amy", "bins")
    assert c.ticks(" Amy", "bins") == 1
    assert c.points("Amy ") == 2
    with pytest.raises(KeyError):
        c.points("amy")
    with pytest.raises(KeyError):
        c.done("Bob", "bins")
    with pytest.raises(KeyError):
        c.done("Tom", "Dishes")
    with pytest.raises(KeyError):
        c.ticks("Tom", "garden")
    ChoreChart(["Tom", "tom"], CHORES)


@pytest.mark.parametrize("kids", [[], ["Tom", "Tom"], ["Tom", " Tom "], ["Tom", ""], ["  "]])
def test_bad_kids(kids):
    with pytest.raises(ValueError):
        ChoreChart(kids, CHORES)


@pytest.mark.parametrize("chores", [{}, {"dishes": 0}, {"dishes": -2}, {"dishes": True},
                                    {"dishes": 2.0}, {"dishes": 3, "bins": "2"}])
def test_bad_chores(chores):
    with pytest.raises(ValueError):
        ChoreChart(["Tom"], chores)


@pytest.mark.parametrize("kw", [{"cents_per_point": -1}, {"cents_per_point": 2.5},
                                {"cents_per_point": True}, {"cap": -1}, {"cap": 1.5},
                                {"cap": False}])
def test_bad_money_settings(kw):
    with pytest.raises(ValueError):
        ChoreChart(["Tom"], CHORES, **kw)


def test_done_and_points():
    c = chart()
    c.done("Tom", "dishes")
    c.done("Tom", "hoover", 2)
    assert c.ticks("Tom", "dishes") == 1
    assert c.ticks("Tom", "hoover") == 2
    assert c.points("Tom") == 13
    assert c.payout("Tom") == 130
    assert c.points("Zed") == 0


def test_done_times_keyword():
    c = chart()
    c.done("Zed", "bins", times=3)
    assert c.ticks("Zed", "bins") == 3
    assert c.points("Zed") == 6


@pytest.mark.parametrize("times", [0, -1, True, 1.0, "2"])
def test_done_bad_times(times):
    c = chart()
    with pytest.raises(ValueError):
        c.done("Tom", "bins", times)
    assert c.ticks("Tom", "bins") == 0


def test_undo():
    c = chart()
    c.done("Tom", "bins", 2)
    c.undo("Tom", "bins")
    assert c.ticks("Tom", "bins") == 1
    c.undo("Tom", "bins")
    with pytest.raises(ValueError):
        c.undo("Tom", "bins")
    assert c.ticks("Tom", "bins") == 0
    assert c.points("Tom") == 0
    with pytest.raises(KeyError):
        c.undo("Tom", "garden")


def test_all_done_bonus():
    c = chart()
    c.done("Amy", "dishes")
    c.done("Amy", "bins")
    assert c.points("Amy") == 5
    c.done("Amy", "hoover")
    assert c.points("Amy") == 10 + 5
    c.done("Amy", "hoover")
    assert c.points("Amy") == 15 + 5
    c.undo("Amy", "bins")
    assert c.points("Amy") == 13


def test_bonus_single_chore_chart():
    c = ChoreChart(["Tom"], {"bed": 1})
    assert c.points("Tom") == 0
    c.done("Tom", "bed")
    assert c.points("Tom") == 6


def test_rate_and_cap():
    c = chart(cents_per_point=25, cap=300)
    c.done("Tom", "dishes", 2)
    assert c.payout("Tom") == 150
    c.done("Tom", "hoover", 2)
    assert c.points("Tom") == 16
    assert c.payout("Tom") == 300
    c.done("Amy", "bins")
    assert c.payout("Amy") == 50


def test_cap_exactly_reached():
    c = chart(cap=60)
    c.done("Tom", "dishes", 2)
    assert c.payout("Tom") == 60


def test_cap_zero_and_rate_zero():
    c = chart(cap=0)
    c.done("Tom", "hoover")
    assert c.points("Tom") == 5
    assert c.payout("Tom") == 0
    c2 = chart(cents_per_point=0)
    c2.done("Tom", "hoover")
    assert c2.payout("Tom") == 0


def test_leaderboard():
    c = chart()
    assert c.leaderboard() == [("Amy", 0), ("Tom", 0), ("Zed", 0)]
    c.done("Zed", "hoover")
    c.done("Tom", "bins")
    assert c.leaderboard() == [("Zed", 5), ("Tom", 2), ("Amy", 0)]
    c.done("Amy", "dishes")
    c.done("Tom", "dishes")
    assert c.leaderboard() == [("Tom", 5), ("Zed", 5), ("Amy", 3)]


def test_new_week():
    c = chart(cap=200)
    c.done("Tom", "hoover", 5)
    c.done("Amy", "dishes")
    assert c.new_week() == {"Tom": 200, "Amy": 30, "Zed": 0}
    for kid in ("Tom", "Amy", "Zed"):
        assert c.points(kid) == 0
    assert c.ticks("Tom", "hoover") == 0
    c.done("Amy", "bins")
    assert c.new_week() == {"Tom": 0, "Amy": 20, "Zed": 0}
