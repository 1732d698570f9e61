"""Turn titles into URL slugs."""
import re
import unicodedata


def slugify(text, max_length=None, sep="-"):
    ascii_text = text.encode("ascii", "ignore").decode()
    words = re.findall(r"[a-z0-9]+", ascii_text.lower())
    if max_length is None:
        return sep.join(words)
    result = ""
    for word in words:
        candidate = word if not result else result + sep + word
        if len(candidate) > max_length:
            break
        result = candidate
    if not result and words:
        result = words[0][:max_length]
    return result
