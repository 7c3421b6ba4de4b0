public enum PhotoAlbumsPlaceholder {}
