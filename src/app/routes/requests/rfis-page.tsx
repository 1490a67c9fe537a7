import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MyRequestsList } from '@/features/requests/components/my-requests-list';
import { paths } from '../../paths';
import { RoutePage } from '../route-page';

/** `/rfis`: my requests for an inspector, with their status. */
export function RfisPage() {
  return (
    <RoutePage
      pathKey="rfis"
      actions={
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={paths.requestInspector.getHref()}>Request an inspection</RouterLink>
        </Button>
      }
    >
      <MyRequestsList
        label={paths.rfis.title}
        type="inspection"
        requestHref={(id) => paths.myRequest.getHref(id)}
        newRequestHref={paths.requestInspector.getHref()}
      />
    </RoutePage>
  );
}
