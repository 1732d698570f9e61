from caseconv import to_camel, to_snake


def test_to_snake():
    assert to_snake("helloWorld") == "hello_world"
    assert to_snake("HelloWorld") == "hello_world"


def test_to_camel():
    assert to_camel("hello_world") == "helloWorld"
    assert to_camel("hello_world", upper_first=True) == "HelloWorld"


def test_empty():
    assert to_snake("") == ""
    assert to_camel("") == ""
