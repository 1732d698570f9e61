import pytest

from glazing import area, pane_price, quote


def test_area():
    assert area(600, 900) == 0.54
    assert area(333, 333) == 0.111
    assert area(50, 50) == 0.003
    assert area(2400, 2400) == 5.76
    assert area(1000, 1000) == 1.0


@pytest.mark.parametrize("width,height", [(49, 500), (500, 49), (2401, 500), (500, 2401),
                                          (0, 0), (600, 3000)])
def test_area_out_of_range(width, height):
    with pytest.raises(ValueError):
        area(width, height)
    with pytest.raises(ValueError):
        pane_price(width, height)


def test_plain_panes():
    assert pane_price(600, 900) == 17.28
    assert pane_price(600, 900, thickness=6) == 22.14
    assert pane_price(600, 900, thickness=10) == 36.72
    assert pane_price(1000, 1000, 4) == 32.0


def test_unknown_thickness():
    for thickness in [3, 5, 8, 12]:
        with pytest.raises(ValueError):
            pane_price(600, 900, thickness=thickness)


def test_small_panes_charged_as_quarter_metre():
    assert pane_price(300, 400) == 8.0
    assert pane_price(50, 50) == 8.0
    assert pane_price(500, 500) == 8.0
    assert pane_price(500, 510) == 8.16
    assert pane_price(300, 400, thickness=10) == 17.0


def test_toughened():
    assert pane_price(600, 900, toughened=True) == 24.19
    assert pane_price(600, 900, 6, True) == 31.0
    assert pane_price(300, 400, toughened=True) == 11.2


def test_polished_edges():
    # 3 m of edge exactly
    assert pane_price(600, 900, polished=True) == 27.78
    # 3.02 m of edge: 4 metres charged
    assert pane_price(600, 910, polished=True) == round(0.546 * 32 + 4 * 3.5, 2)
    # 0.2 m of edge: 1 metre charged
    assert pane_price(50, 50, polished=True) == 11.5
    # polishing isn't toughened
    assert pane_price(600, 900, 10, True, True) == round(0.54 * 68 * 1.4 + 3 * 3.5, 2)


def test_quote_not_fitted():
    got = quote([{"width": 600, "height": 900}])
    assert got == {"panes": 1, "glass": 17.28, "fitting": 0, "vat": 3.46, "total": 20.74}


def test_quote_fitted():
    panes = [{"width": 600, "height": 900},
             {"width": 300, "height": 400, "thickness": 6, "toughened": True},
             {"width": 600, "height": 900, "polished": True}]
    got = quote(panes, fitted=True)
    assert got == {"panes": 3, "glass": 59.41, "fitting": 81.0, "vat": 28.08, "total": 168.49}
    got = quote(panes[:1], fitted=True)
    assert got == {"panes": 1, "glass": 17.28, "fitting": 57.0, "vat": 14.86, "total": 89.14}


def test_quote_needs_panes():
    with pytest.raises(ValueError):
        quote([])
    with pytest.raises(ValueError):
        quote([], fitted=True)
