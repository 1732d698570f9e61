import importlib.util
import pathlib

import pytest

_path = pathlib.Path(__file__).resolve().parent.parent / "caseconv.py"
_spec = importlib.util.spec_from_file_location("caseconv_under_test", _path)
cc = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cc)


class TestSplitWords:
    def test_docstring_examples(self):
        assert cc.split_words("parseHTTPResponse") == ["parse", "HTTP", "Response"]
        assert cc.split_words("user_ID-2 list") == ["user", "ID", "2", "list"]

    def test_digits_attach(self):
        assert cc.split_words("HTTP2Server") == ["HTTP2", "Server"]


class TestToSnake:
    CASES = {
        "parseHTTPResponse": "parse_http_response",
        "XMLParser": "xml_parser",
        "getX": "get_x",
        "userID": "user_id",
        "version2Update": "version2_update",
        "already-kebab case": "already_kebab_case",
        "__private__": "private",
        "": "",
    }

    @pytest.mark.parametrize("given", sorted(CASES))
    def test_cases(self, given):
        assert cc.to_snake(given) == self.CASES[given]


class TestToCamel:
    def test_lower_first(self):
        assert cc.to_camel("HTTP_status") == "httpStatus"
        assert cc.to_camel("user_ID") == "userId"

    def test_upper_first(self):
        assert cc.to_camel("HTTP_status", upper_first=True) == "HttpStatus"

    def test_empty(self):
        assert cc.to_camel("") == ""
