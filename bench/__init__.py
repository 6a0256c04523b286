"""Benchmarks: each module prints its figures as JSON lines ``{"name", "value", "unit"}``."""
