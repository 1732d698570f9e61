"""Turn titles into URL slugs."""
import re
import unicodedata


def slugify(text, max_length=None, sep="-"):
    ascii_text = "".join(c for c in unicodedata.normalize("NFKD", text)
                         if not unicodedata.combining(c))
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    if max_length is None:
        return sep.join(words)
    return sep.join(words)[:max_length].rstrip(sep)
