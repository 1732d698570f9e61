from geometry.point import Point, distance
from geometry.shapes import Circle, Polygon, Rectangle, bounding_box
