import pytest

from trees import charged_feet, delivery, order_total, tree_price


def test_charged_feet():
    assert charged_feet(4) == 4
    assert charged_feet(6) == 6
    assert charged_feet(6.2) == 7
    assert charged_feet(11.5) == 12
    assert charged_feet(12) == 12


@pytest.mark.parametrize("height", [3.9, 0, -5, 12.1, 15])
def test_heights_we_dont_sell(height):
    with pytest.raises(ValueError):
        charged_feet(height)
    with pytest.raises(ValueError):
        tree_price("nordmann fir", height)


def test_tree_price():
    assert tree_price("nordmann fir", 6) == 72.0
    assert tree_price("norway spruce", 5) == 42.5
    assert tree_price("fraser fir", 4) == 56.0
    assert tree_price("nordmann fir", 5.5) == 72.0
    assert tree_price("  Nordmann Fir ", 6) == 72.0
    assert tree_price("NORWAY SPRUCE", 4) == 34.0
    with pytest.raises(ValueError):
        tree_price("blue spruce", 6)


def test_big_trees():
    assert tree_price("nordmann fir", 7) == 84.0
    assert tree_price("nordmann fir", 8) == 106.0
    assert tree_price("norway spruce", 7.5) == 78.0
    assert tree_price("fraser fir", 12) == 178.0


def test_delivery():
    assert delivery(0) == 0.0
    assert delivery(5) == 0.0
    assert delivery(5.5) == 1.5
    assert delivery(6) == 1.5
    assert delivery(8.2) == 6.0
    assert delivery(20) == 22.5
    for bad in [-1, 20.5, 30]:
        with pytest.raises(ValueError):
            delivery(bad)


def test_order_total():
    assert order_total("nordmann fir", 6) == 74.0
    assert order_total("nordmann fir", 6, netting=False) == 72.0
    assert order_total("nordmann fir", 6, stand="basic") == 89.0
    assert order_total("nordmann fir", 6, stand="swivel") == 109.0
    assert order_total("fraser fir", 9, miles=12) == 148.5
    assert order_total("fraser fir", 9, miles=12, collect=True) == 138.0
    assert order_total("fraser fir", 9, miles=40, collect=True) == 138.0
    with pytest.raises(ValueError):
        order_total("nordmann fir", 6, stand="cast iron")
    with pytest.raises(ValueError):
        order_total("nordmann fir", 6, miles=25)
