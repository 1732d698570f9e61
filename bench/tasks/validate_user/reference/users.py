def create_user(name, age):
    """A new user record."""
    if not isinstance(name, str) or not name.strip():
        raise ValueError("name must be a non-empty string")
    if isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 150:
        raise ValueError("age must be an int from 0 to 150")
    return {"name": name.strip(), "age": age, "active": True}
