import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from caseconv import split_words, to_camel, to_snake  # noqa: E402


@pytest.mark.parametrize("name, expected", [
    ("parseHTTPResponse", "parse_http_response"),
    ("XMLParser", "xml_parser"),
    ("getX", "get_x"),
    ("userID", "user_id"),
    ("version2Update", "version2_update"),
    ("HTTP2Server", "http2_server"),
    ("already-kebab case", "already_kebab_case"),
    ("__private__", "private"),
    ("", ""),
    ("simple", "simple"),
    ("already_snake", "already_snake"),
    ("PascalCase", "pascal_case"),
    ("HTTP_status", "http_status"),
])
def test_to_snake(name, expected):
    assert to_snake(name) == expected


@pytest.mark.parametrize("name, expected", [
    ("http_response_code", "httpResponseCode"),
    ("user_ID", "userId"),
    ("HTTP_status", "httpStatus"),
    ("version2_update", "version2Update"),
    ("", ""),
    ("single", "single"),
    ("Single", "single"),
    ("parseHTTPResponse", "parseHttpResponse"),
])
def test_to_camel(name, expected):
    assert to_camel(name) == expected


def test_split_words():
    assert split_words("parseHTTPResponse") == ["parse", "HTTP", "Response"]
    assert split_words("user_ID-2 list") == ["user", "ID", "2", "list"]
    assert split_words("") == []


def test_round_trip():
    assert to_snake(to_camel("http_response_code")) == "http_response_code"
