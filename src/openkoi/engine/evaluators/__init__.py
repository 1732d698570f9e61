"""The evaluators: the project's tests, static analysis of changed files, and the rubric
judge. Each returns a ``Part``; ``openkoi.engine.evaluate`` weighs them into one score."""
