"""Hidden check for florist_bouquet_fix: a flower named twice has its stems added, and the rest
of florist.py behaves as before."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import florist  # noqa: E402


def test_reported_case():
    assert florist.parse_order("rose x6, tulip x3, rose x4") == {"rose": 10, "tulip": 3}
    assert florist.quote("rose x6, tulip x3, rose x4") == "13 stems, paper: £32.05 (vase 4 cm)"


def test_repeats_more():
    assert florist.parse_order("Lily x5, freesia x 10 , lily x5") == {"lily": 10, "freesia": 10}
    assert florist.quote("Lily x5, freesia x 10 , lily x5", "hessian") == \
        "20 stems, hessian: £42.90 (vase 5 cm)"
    assert florist.parse_order("tulip x1, tulip x1, tulip x1") == {"tulip": 3}
    assert florist.parse_order("rose x12, ROSE x8") == {"rose": 20}
    # 20 roses: bulk discount reached only once both parts are counted
    assert florist.bouquet_price(florist.parse_order("rose x12, rose x8")) == 49.5


def test_single_names_unchanged():
    assert florist.parse_order("") == {}
    assert florist.parse_order("  ") == {}
    assert florist.parse_order("rose x6, tulip x10") == {"rose": 6, "tulip": 10}
    assert florist.parse_order(" Sunflower x3 ,") == {"sunflower": 3}
    assert florist.parse_order("freesia x4") == {"freesia": 4}


def test_errors_unchanged():
    for bad in ["daisy x3", "rose 6", "rose x0", "rose x-2", "rose x2.5", "x4", "rose x"]:
        with pytest.raises(ValueError):
            florist.parse_order(bad)
    with pytest.raises(ValueError):
        florist.bouquet_price({}, "paper")
    with pytest.raises(ValueError):
        florist.bouquet_price({"rose": 2}, "ribbon")


def test_prices_unchanged():
    assert florist.flower_cost({"rose": 6, "tulip": 10}) == 27.0
    assert florist.flower_cost({"rose": 19}) == 47.5
    assert florist.flower_cost({"rose": 20}) == 45.0
    assert florist.flower_cost({"carnation": 10, "lily": 10}) == 35.1
    assert florist.bouquet_price({"rose": 6, "tulip": 10}) == 30.9
    assert florist.bouquet_price({"lily": 3}, "box") == 15.45
    assert florist.vase_mouth_cm({"rose": 8}) == 2
    assert florist.vase_mouth_cm({"rose": 9}) == 3
    assert florist.vase_mouth_cm({"rose": 1}) == 1
    assert florist.quote("sunflower x5", "box") == "5 stems, box: £16.75 (vase 2 cm)"
