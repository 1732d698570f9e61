def create_user(name, age):
    """A new user record."""
    return {"name": name, "age": age, "active": True}
