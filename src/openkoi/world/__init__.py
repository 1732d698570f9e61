"""The world model (Tool, Domain and Human Atlas), reflection and pattern mining: all read
from what real runs recorded, no model call."""
