import { Box, Link, Typography } from '@mui/material';
import { APP_VERSION } from '@grimhunt/contracts';

/** Footer of the shell: Imprint link (a full page navigation to the game's /imprint) and the version label. */
export function Footer() {
  return (
    <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', gap: 3, py: 2, mt: 4, borderTop: 1, borderColor: 'divider' }}>
      <Link href="/imprint" underline="hover" color="text.secondary" variant="body2">
        Imprint
      </Link>
      <Typography variant="body2" color="text.secondary">
        Version {APP_VERSION}
      </Typography>
    </Box>
  );
}
