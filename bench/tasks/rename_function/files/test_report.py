from report import describe


def test_describe():
    assert describe(1) == "circle r=1: area 3.14"
