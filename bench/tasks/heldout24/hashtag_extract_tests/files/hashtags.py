"""Pull the hashtags out of a post, for the "trending" box on the community page."""

import re

MAX_LENGTH = 30

# "#" not glued to a word (or to another "#"), then one or more word characters
_TAG = re.compile(r"(?<![\w#])#(\w+)")


def hashtags(text, *, lowercase=False, unique=True):
    """Return the hashtags found in ``text``, without their ``#``, in the order they appear.

    What counts as a hashtag:

    * a ``#`` followed by letters (of any alphabet), digits or underscores; the tag
      ends at the first other character, so ``#summer!`` gives ``summer`` and
      ``#day-one`` gives ``day``
    * the ``#`` must be at the very start of the text or come right after a character
      that is not a letter, digit, underscore or ``#``: ``email#tag`` and ``##double``
      contain no hashtag, ``(#inside)`` does
    * a tag made only of digits is not a hashtag (``#2024``), but one that merely
      contains digits is (``#2024goals``, ``#top10``)
    * a tag longer than 30 characters (not counting the ``#``) is ignored completely;
      exactly 30 characters is fine

    Keyword-only options:

    * ``unique`` (default ``True``): each tag is reported once, at its first
      appearance and spelled as it was there; repeats are recognised ignoring case,
      so ``#Cats`` and ``#cats`` are the same tag. With ``unique=False`` every
      occurrence is reported.
    * ``lowercase`` (default ``False``): report the tags in lower case.

    ``text`` must be a ``str``; anything else raises ``TypeError``.

    >>> hashtags("Sunny #Beach day! #beach #sun_set #2024 #café")
    ['Beach', 'sun_set', 'café']
    >>> hashtags("Sunny #Beach day! #beach", unique=False)
    ['Beach', 'beach']
    >>> hashtags("#Beach #BEACH #Sea", lowercase=True)
    ['beach', 'sea']
    >>> hashtags("no tags here, mail me at a#b")
    []
    """
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    found = []
    seen = set()
    for match in _TAG.finditer(text):
        tag = match.group(1)
        if tag.isdigit() or len(tag) > MAX_LENGTH:
            continue
        key = tag.casefold()
        if unique:
            if key in seen:
                continue
            seen.add(key)
        found.append(tag.lower() if lowercase else tag)
    return found
