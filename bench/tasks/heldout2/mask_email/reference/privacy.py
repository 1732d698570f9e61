"""Helpers for showing personal data safely."""


def mask_email(address: str) -> str:
    """Hide all but the first character of an e-mail address's local part."""
    address = address.strip()
    if address.count("@") != 1:
        raise ValueError(f"not an e-mail address: {address!r}")
    local, domain = address.split("@")
    if not local or not domain:
        raise ValueError(f"not an e-mail address: {address!r}")
    return local[0] + "*" * (len(local) - 1) + "@" + domain
