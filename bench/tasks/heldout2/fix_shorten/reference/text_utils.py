"""Text helpers for list views and notifications."""


def shorten(text: str, limit: int, suffix: str = "...") -> str:
    """Shorten ``text`` to at most ``limit`` characters, cutting between words.

    Text of at most ``limit`` characters is returned unchanged. Longer text keeps as many
    whole leading words (split on single spaces) as fit, followed by ``suffix``, so that
    the whole result, suffix included, is at most ``limit`` characters long. When not even
    the first word fits, the result is the first ``limit - len(suffix)`` characters of the
    text followed by ``suffix``. Raises ValueError when ``limit`` is not larger than
    ``len(suffix)``.
    """
    if limit <= len(suffix):
        raise ValueError("limit must be larger than the suffix")
    if len(text) <= limit:
        return text
    budget = limit - len(suffix)
    kept: list[str] = []
    used = 0
    for word in text.split(" "):
        extra = len(word) + (1 if kept else 0)
        if used + extra > budget:
            break
        kept.append(word)
        used += extra
    if not kept:
        return text[:budget] + suffix
    return " ".join(kept) + suffix
