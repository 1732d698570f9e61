MIN_LENGTH = 8


def password_problems(password):
    """Return a list of the rules the password breaks; an empty list means it is fine."""
    problems = []
    if len(password) < MIN_LENGTH:
        problems.append("too short")
    if not any(c.isdigit() for c in password):
        problems.append("no digit")
    if not any(c.isupper() for c in password):
        problems.append("no uppercase letter")
    return problems


def is_strong(password):
    return not password_problems(password)
