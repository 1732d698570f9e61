"""Convert identifiers between camelCase / PascalCase and snake_case."""

import re

# One word is: an acronym that runs into a capitalised word ("HTTP" in "HTTPServer"),
# an optionally capitalised lowercase run ("parse", "Server"), an all-caps run ("ID"),
# or a bare run of digits. Digits stick to the word in front of them ("version2", "HTTP2").
# Anything that is not a letter or a digit (underscores, hyphens, spaces, ...) just
# separates words.
_WORD = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+[0-9]*|[A-Z]+[0-9]*|[0-9]+")


def split_words(name):
    """Split an identifier into its words.

    'parseHTTPResponse' -> ['parse', 'HTTP', 'Response']
    'user_ID-2 list'    -> ['user', 'ID', '2', 'list']
    """
    return _WORD.findall(name)


def to_snake(name):
    """Convert to snake_case: words lowercased and joined with single underscores.

    'parseHTTPResponse'  -> 'parse_http_response'
    'XMLParser'          -> 'xml_parser'
    'getX'               -> 'get_x'
    'userID'             -> 'user_id'
    'version2Update'     -> 'version2_update'
    'HTTP2Server'        -> 'http2_server'
    'already-kebab case' -> 'already_kebab_case'
    '__private__'        -> 'private'
    ''                   -> ''
    """
    return "_".join(word.lower() for word in split_words(name))


def to_camel(name, upper_first=False):
    """Convert to camelCase (or PascalCase with upper_first=True).

    Every word after the first is capitalised with the rest of it lowercased, and the
    first word is all lowercase unless upper_first is set:

    'http_response_code'                    -> 'httpResponseCode'
    'http_response_code', upper_first=True  -> 'HttpResponseCode'
    'user_ID'                               -> 'userId'
    'HTTP_status'                           -> 'httpStatus'
    'version2_update'                       -> 'version2Update'
    ''                                      -> ''
    """
    words = [word.lower() for word in split_words(name)]
    if not words:
        return ""
    first = words[0].capitalize() if upper_first else words[0]
    return first + "".join(word.capitalize() for word in words[1:])
