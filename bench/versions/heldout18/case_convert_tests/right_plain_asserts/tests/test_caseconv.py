import caseconv


def test_acronyms():
    assert caseconv.to_snake("parseHTTPResponse") == "parse_http_response"
    assert caseconv.to_snake("XMLParser") == "xml_parser"
    assert caseconv.to_snake("userID") == "user_id"


def test_single_capital_at_end():
    assert caseconv.to_snake("getX") == "get_x"


def test_digits_stick_to_previous_word():
    assert caseconv.to_snake("version2Update") == "version2_update"
    assert caseconv.to_snake("HTTP2Server") == "http2_server"
    assert caseconv.to_camel("version2_update") == "version2Update"


def test_separators():
    assert caseconv.to_snake("already-kebab case") == "already_kebab_case"
    assert caseconv.to_snake("__private__") == "private"


def test_empty():
    assert caseconv.to_snake("") == ""
    assert caseconv.to_camel("") == ""
    assert caseconv.to_camel("", upper_first=True) == ""


def test_camel():
    assert caseconv.to_camel("http_response_code") == "httpResponseCode"
    assert caseconv.to_camel("user_ID") == "userId"
    assert caseconv.to_camel("HTTP_status") == "httpStatus"


def test_pascal():
    assert caseconv.to_camel("http_response_code", upper_first=True) == "HttpResponseCode"
