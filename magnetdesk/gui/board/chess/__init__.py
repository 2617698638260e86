"""The Magnetic Chess family's board in the window."""
