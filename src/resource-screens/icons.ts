import AltRoute from '@mui/icons-material/AltRoute';
import Badge from '@mui/icons-material/Badge';
import Business from '@mui/icons-material/Business';
import Cable from '@mui/icons-material/Cable';
import Category from '@mui/icons-material/Category';
import ConfirmationNumber from '@mui/icons-material/ConfirmationNumber';
import ContactPhone from '@mui/icons-material/ContactPhone';
import DynamicFeed from '@mui/icons-material/DynamicFeed';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Engineering from '@mui/icons-material/Engineering';
import EventNote from '@mui/icons-material/EventNote';
import Handshake from '@mui/icons-material/Handshake';
import HelpOutline from '@mui/icons-material/HelpOutline';
import History from '@mui/icons-material/History';
import Landscape from '@mui/icons-material/Landscape';
import Link from '@mui/icons-material/Link';
import Memory from '@mui/icons-material/Memory';
import NewReleases from '@mui/icons-material/NewReleases';
import PermContactCalendar from '@mui/icons-material/PermContactCalendar';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Place from '@mui/icons-material/Place';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Quiz from '@mui/icons-material/Quiz';
import ReportProblem from '@mui/icons-material/ReportProblem';
import Router from '@mui/icons-material/Router';
import Security from '@mui/icons-material/Security';
import Sensors from '@mui/icons-material/Sensors';
import Sms from '@mui/icons-material/Sms';
import SmsFailed from '@mui/icons-material/SmsFailed';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import Terminal from '@mui/icons-material/Terminal';
import Transform from '@mui/icons-material/Transform';
import ViewAgenda from '@mui/icons-material/ViewAgenda';
import VpnKey from '@mui/icons-material/VpnKey';
import Webhook from '@mui/icons-material/Webhook';
import ViewList from '@mui/icons-material/ViewList';
import type { ComponentType } from 'react';
import type { ResourceIcon } from '@core/resource-kit';

/** The kit's icons (`RESOURCE_ICONS`), every one: a name added there fails the typecheck until it is imported here. */
const ICONS: Record<ResourceIcon, ComponentType> = {
  AltRoute,
  Badge,
  Business,
  Cable,
  Category,
  ConfirmationNumber,
  ContactPhone,
  DynamicFeed,
  EmojiEvents,
  Engineering,
  EventNote,
  Handshake,
  HelpOutline,
  History,
  Landscape,
  Link,
  Memory,
  NewReleases,
  PermContactCalendar,
  PhotoCamera,
  Place,
  PlaylistAddCheck,
  Quiz,
  ReportProblem,
  Router,
  Security,
  Sensors,
  Sms,
  SmsFailed,
  StickyNote2,
  Terminal,
  Transform,
  ViewAgenda,
  ViewList,
  VpnKey,
  Webhook,
};

export const iconFor = (name: ResourceIcon): ComponentType => ICONS[name];
