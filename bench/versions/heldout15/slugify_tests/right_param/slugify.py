import re
import unicodedata

_NON_WORD = re.compile(r"[^a-z0-9]+")


def _ascii(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def slugify(text, max_length=None, sep="-"):
    words = [w for w in _NON_WORD.split(_ascii(text).lower()) if w]
    slug = sep.join(words)
    if max_length is None or len(slug) <= max_length:
        return slug
    if len(words[0]) > max_length:
        return words[0][:max_length]
    kept = [words[0]]
    length = len(words[0])
    for w in words[1:]:
        if length + len(sep) + len(w) > max_length:
            break
        kept.append(w)
        length += len(sep) + len(w)
    return sep.join(kept)
