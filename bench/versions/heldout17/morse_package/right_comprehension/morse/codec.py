from . import table


def encode(text: str) -> str:
    bad = sorted({c for c in text if not c.isspace() and c.upper() not in table.CODE})
    if bad:
        raise ValueError(f"characters without Morse code: {''.join(bad)!r}")
    return " / ".join(
        " ".join(table.CODE[c] for c in word.upper()) for word in text.split()
    )


def decode(code: str) -> str:
    out_words = []
    for chunk in code.split("/"):
        symbols = chunk.split()
        unknown = [s for s in symbols if s not in table.REVERSE]
        if unknown:
            raise ValueError(f"unknown Morse sequence {unknown[0]!r}")
        if symbols:
            out_words.append("".join(table.REVERSE[s] for s in symbols))
    return " ".join(out_words)
