from querystring import parse_query


def test_example():
    assert parse_query("?a=1&b=x+y&a=2") == {"a": ["1", "2"], "b": ["x y"]}


def test_escapes_and_missing_values():
    assert parse_query("name=J%C3%BCrgen%20K&flag&x=%3D") == {
        "name": ["J\u00fcrgen K"], "flag": [""], "x": ["="]}
    assert parse_query("a%20b=1") == {"a b": ["1"]}


def test_empty():
    assert parse_query("") == {}
    assert parse_query("?") == {}
    assert parse_query("a=1&&b=2&") == {"a": ["1"], "b": ["2"]}
