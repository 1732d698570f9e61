import pytest

from matrix import Matrix


def test_transpose():
    m = Matrix([[1, 2, 3], [4, 5, 6]])
    t = m.transpose()
    assert t == Matrix([[1, 4], [2, 5], [3, 6]])
    assert t is not m and m == Matrix([[1, 2, 3], [4, 5, 6]])


def test_multiply():
    a = Matrix([[1, 2], [3, 4]])
    b = Matrix([[5, 6], [7, 8]])
    assert a * b == Matrix([[19, 22], [43, 50]])
    assert Matrix([[1, 2, 3]]) * Matrix([[1], [2], [3]]) == Matrix([[14]])
    assert a == Matrix([[1, 2], [3, 4]]) and b == Matrix([[5, 6], [7, 8]])


def test_sizes_must_fit():
    with pytest.raises(ValueError):
        Matrix([[1, 2]]) * Matrix([[1, 2]])
