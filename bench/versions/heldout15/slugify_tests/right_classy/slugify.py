import unicodedata

ALLOWED = set("abcdefghijklmnopqrstuvwxyz0123456789")


def slugify(text, max_length=None, sep="-"):
    plain = unicodedata.normalize("NFKD", text)
    plain = "".join(ch for ch in plain if not unicodedata.combining(ch)).lower()
    words, buf = [], []
    for ch in plain:
        if ch in ALLOWED:
            buf.append(ch)
        elif buf:
            words.append("".join(buf))
            buf = []
    if buf:
        words.append("".join(buf))
    if max_length is not None:
        out = []
        for w in words:
            if len(sep.join(out + [w])) <= max_length:
                out.append(w)
            else:
                break
        if not out and words:
            return words[0][:max_length]
        words = out
    return sep.join(words)
