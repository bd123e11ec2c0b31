import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RouteBreadcrumb } from './RouteBreadcrumb';
import type { RouteEntry } from './route-table';

/** The frame of a shell page: breadcrumb, then a card headed by the page's title. */
export function ShellPage({ route, title, children }: { route: RouteEntry; title: string; children: ReactNode }) {
  return (
    <Box>
      <RouteBreadcrumb route={route} />
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
