"""Run-length encoding."""
import re

_TOKEN = re.compile(r"(\d*)(\D)", re.DOTALL)


def encode(text: str) -> str:
    if re.search(r"\d", text):
        raise ValueError("text must not contain digits")
    return re.sub(r"(.)\1+", lambda m: f"{len(m.group(0))}{m.group(1)}", text, flags=re.DOTALL)


def decode(data: str) -> str:
    pos = 0
    parts = []
    for m in _TOKEN.finditer(data):
        if m.start() != pos:
            raise ValueError("malformed data")
        count, ch = m.groups()
        if count[:1] == "0":
            raise ValueError("count may not be zero or start with zero")
        parts.append(ch * int(count or 1))
        pos = m.end()
    if pos != len(data):
        raise ValueError("count without a character at the end")
    return "".join(parts)
