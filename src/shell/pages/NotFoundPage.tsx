import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageHeader } from '@src/resource-screens/page-title';

/** Spec §2: any path not listed shows "Page can't be found" with a hint to check the URL. */
export default function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box data-testid="not-found">
      <PageHeader crumbs={[{ label: translate('gondola.shell.notFoundTitle') }]} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate('gondola.shell.notFoundTitle')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('gondola.shell.notFoundHint')}
          </Typography>
          <Button component={Link} to="/" variant="contained" sx={{ mt: 1 }}>
            {translate('gondola.shell.backHome')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
