"""The use cases: games, tables and challenges, with no HTTP in them."""
