import pytest

from poly import Polynomial


def test_examples_from_request():
    p = Polynomial([5, 3, 0, 2])
    assert p.derivative() == Polynomial([3, 0, 6])
    assert p.derivative(2) == Polynomial([0, 12])
    assert p.derivative(3) == Polynomial([12])
    assert p.derivative(4) == Polynomial([0])


def test_result_is_polynomial_with_coeffs():
    d = Polynomial([1, 1, 1, 1]).derivative()
    assert isinstance(d, Polynomial)
    assert d.coeffs == [1, 2, 3]


def test_original_unchanged():
    p = Polynomial([5, 3, 0, 2])
    p.derivative()
    p.derivative(2)
    assert p.coeffs == [5, 3, 0, 2]
    assert p(2) == 5 + 6 + 16


def test_zero_order_is_equal():
    p = Polynomial([4, 0, -1])
    q = p.derivative(0)
    assert isinstance(q, Polynomial)
    assert q == p


def test_constant_and_zero():
    assert Polynomial([7]).derivative() == Polynomial([0])
    assert Polynomial([7]).derivative().coeffs == [0]
    assert Polynomial([0]).derivative() == Polynomial([0])
    assert Polynomial([1, 2]).derivative(5).coeffs == [0]


def test_negative_order():
    with pytest.raises(ValueError):
        Polynomial([1, 2, 3]).derivative(-1)


def test_degree_and_values():
    p = Polynomial([0, 0, 0, 0, 1])  # x^4
    assert p.derivative().coeffs == [0, 0, 0, 4]
    assert p.derivative(2).coeffs == [0, 0, 12]
    assert p.derivative(3).degree() == 1
    assert p.derivative(4) == Polynomial([24])
    assert p.derivative(2)(3) == 108


def test_floats_and_negatives():
    assert Polynomial([1.5, 2.5, -0.5]).derivative() == Polynomial([2.5, -1.0])
    assert Polynomial([0, -3, 0, 1]).derivative() == Polynomial([-3, 0, 3])


def test_existing_behaviour_kept():
    p = Polynomial([1, 2, 0, 0])
    assert p.coeffs == [1, 2]
    assert (p + Polynomial([0, -2])).coeffs == [1]
    assert p(10) == 21
    assert repr(Polynomial([3])) == "Polynomial([3])"
