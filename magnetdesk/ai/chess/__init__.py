"""The Magnetic Chess family's search: alpha-beta with an evaluation of material and kings, and
the simple players it falls back on."""
