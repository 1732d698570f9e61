"""Clean up an address book that has the same person in it more than once."""

FIELDS = ("name", "email", "phones")


def _digits(phone):
    return "".join(ch for ch in phone if ch.isdigit())


def merge_contacts(contacts):
    """Merge the contacts that share an email address; return a new list.

    ``contacts`` is a list of dicts, each with the keys "name" (str), "email" (str)
    and "phones" (list of str). The result is a new list of dicts with the same
    three keys.

    - Two contacts are the same person when their emails are equal ignoring case
      and spaces around them. The merged contact's email is the stripped, lower
      case form.
    - A contact whose email is empty (or only spaces) is never merged with another
      one; it stays on its own, with email "".
    - Each person appears once, at the position of their first contact in the list;
      the people keep the order in which they first appear.
    - name: the first name (in list order) that is not empty after stripping,
      stripped; "" if every contact of that person has an empty name.
    - phones: every phone number of the person's contacts, in order of first
      appearance, without duplicates. Two numbers are duplicates when they have the
      same digits ("020 7946 0018" and "(020) 7946-0018"); the first spelling
      is kept.
    - The list and the dicts passed in are not changed.

    ValueError if a contact lacks one of the three keys.

    >>> merge_contacts([
    ...     {"name": "", "email": "Ann@Example.com ", "phones": ["0123 456"]},
    ...     {"name": "Bob", "email": "bob@example.com", "phones": []},
    ...     {"name": " Ann Lee", "email": "ann@example.com", "phones": ["0123-456", "999"]},
    ... ])  # doctest: +NORMALIZE_WHITESPACE
    [{'name': 'Ann Lee', 'email': 'ann@example.com', 'phones': ['0123 456', '999']},
     {'name': 'Bob', 'email': 'bob@example.com', 'phones': []}]
    """
    merged = []
    by_email = {}
    for contact in contacts:
        missing = [field for field in FIELDS if field not in contact]
        if missing:
            raise ValueError(f"contact without {', '.join(missing)}: {contact!r}")
        email = contact["email"].strip().lower()
        name = contact["name"].strip()
        if email and email in by_email:
            person = by_email[email]
        else:
            person = {"name": "", "email": email, "phones": []}
            merged.append(person)
            if email:
                by_email[email] = person
        if not person["name"]:
            person["name"] = name
        seen = {_digits(phone) for phone in person["phones"]}
        for phone in contact["phones"]:
            if _digits(phone) not in seen:
                seen.add(_digits(phone))
                person["phones"].append(phone)
    return merged
