from urllib.parse import unquote_plus


def parse_query(qs):
    result = {}
    for pair in qs.removeprefix("?").split("&"):
        if not pair:
            continue
        key, _, value = pair.partition("=")
        result.setdefault(unquote_plus(key), []).append(unquote_plus(value))
    return result
